/** Error reporting: what the SDK reports of failed data calls and element errors. */
export {};
