import { failOnServerErrors } from './server-errors.js';

// Any 5xx a test server answers fails the test that caused it.
failOnServerErrors();
