// jsdom leaves out Node globals that react-router and Apollo use at import time.
const { TextEncoder, TextDecoder } = require('node:util');

Object.assign(globalThis, { TextEncoder, TextDecoder });
