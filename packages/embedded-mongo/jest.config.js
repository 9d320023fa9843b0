module.exports = require('@stays/tooling/jest')(__dirname, { testTimeout: 60000 });
