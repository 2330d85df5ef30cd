// @kit/publisher/testing: helpers for other packages' tests, never imported by production code.
export { testingPublication } from '../site/testing/publication';
