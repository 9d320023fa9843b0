module.exports = require('../../jest.shared.js')(__dirname, { testTimeout: 60000 });
