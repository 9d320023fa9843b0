const { createConfig } = require('@stays/tooling/webpack');

module.exports = createConfig({ name: 'shell', title: 'Stays: verified short stays and student housing' });
