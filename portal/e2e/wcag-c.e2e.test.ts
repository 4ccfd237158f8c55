import { describeWalkShard } from './wcag-walk.js';

describeWalkShard(2, 3);
