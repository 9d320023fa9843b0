const { createConfig } = require('@stays/tooling/webpack');

// Every row of the route table is an exposed module (docs/conventions.md, "Add a page").
module.exports = createConfig({
  name: 'mfe_host',
  title: 'Stays mfe-host (standalone)',
  routes: require('./src/routes.json'),
});
