module.exports = require('../jest.shared.js')(__dirname, { testTimeout: 120000 });
