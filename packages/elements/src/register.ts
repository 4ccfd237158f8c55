// Registers every Tripsight element. This is the only module of the package with side effects.
import { defineAll } from './define-all.js';

defineAll();
