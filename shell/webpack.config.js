const { createConfig } = require('../scripts/webpack');

module.exports = createConfig({ name: 'shell', title: 'Stays: verified short stays and student housing' });
