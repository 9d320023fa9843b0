const webpack = require('webpack');
const dir = process.argv[2];
const cfg = require(dir + '/webpack.config.js')({}, { mode: 'production' });
cfg.output.path = '/tmp/analyze-dist';
webpack(cfg, (err, stats) => {
  if (err) throw err;
  const j = stats.toJson({ all: false, chunks: true, chunkModules: true, nestedModules: true, ids: true, modulesSpace: 1e9, chunkModulesSpace: 1e9, nestedModulesSpace: 1e9 });
  for (const c of j.chunks) {
    const byPkg = {};
    const walk = (ms) => { for (const m of ms || []) { if (m.modules) walk(m.modules); else { const n = m.nameForCondition || m.identifier || m.name || ''; const mm = /node_modules\/((@[^/]+\/)?[^/]+)/.exec(n); const k = mm ? mm[1] : n.split('/').slice(0, 4).join('/'); byPkg[k] = (byPkg[k] || 0) + m.size; } } };
    walk(c.modules);
    const top = Object.entries(byPkg).sort((a, b) => b[1] - a[1]).slice(0, 7).map(([k, v]) => k + ':' + Math.round(v / 1024) + 'k').join(' ');
    console.log(c.id, c.files.join(','), Math.round(c.size / 1024) + 'k', '|', top);
  }
});
