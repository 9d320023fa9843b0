module.exports = require('@stays/tooling/jest')(__dirname);
