import { describeWalkShard } from './wcag-walk.js';

describeWalkShard(1, 3);
