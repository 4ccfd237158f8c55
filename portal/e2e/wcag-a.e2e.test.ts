import { describeWalkShard } from './wcag-walk.js';

describeWalkShard(0, 3);
