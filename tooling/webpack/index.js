module.exports = { ...require('./create-config'), ...require('./frontends'), ...require('./shared') };
