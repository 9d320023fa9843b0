// Serves the production builds the way the gateway does (docs/contracts.md "URLs served by the gateway"):
// /remotes.json, /remotes/<name>/* from mfe-<name>/dist, the shell's dist with index.html for client routes,
// gzip for JS/CSS/HTML/JSON, and /graphql, /api, /images, /healthz proxied to the gateway. For looking at
// and measuring the front ends without the whole stack: node tooling/webpack/preview.js [port]
const http = require('node:http');
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');
const { frontEnds } = require('./frontends');

const port = Number(process.argv[2] || process.env.PREVIEW_PORT || 3199);
const gateway = new URL(process.env.GATEWAY_URL || 'http://localhost:3000');
const shell = frontEnds.find((f) => !f.remote);
const remotes = frontEnds.filter((f) => f.remote);
const types = {
  '.js': 'text/javascript',
  '.json': 'application/json',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.css': 'text/css',
  '.txt': 'text/plain',
};

function send(req, res, file) {
  const ext = path.extname(file);
  const body = fs.readFileSync(file);
  const hashed = /\.[0-9a-f]{8}\.js$/.test(file);
  const headers = {
    'Content-Type': types[ext] || 'application/octet-stream',
    'Cache-Control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
  };
  if (/gzip/.test(req.headers['accept-encoding'] || '') && /\.(js|json|html|css|svg|txt)$/.test(file)) {
    headers['Content-Encoding'] = 'gzip';
    res.writeHead(200, headers);
    res.end(zlib.gzipSync(body));
  } else {
    res.writeHead(200, headers);
    res.end(body);
  }
}

function proxy(req, res) {
  const upstream = http.request(
    {
      hostname: gateway.hostname,
      port: gateway.port,
      path: req.url,
      method: req.method,
      headers: req.headers,
    },
    (up) => {
      res.writeHead(up.statusCode || 502, up.headers);
      up.pipe(res);
    },
  );
  upstream.on('error', () => {
    res.writeHead(502, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ errors: [{ message: 'Gateway is not running' }] }));
  });
  req.pipe(upstream);
}

http
  .createServer((req, res) => {
    const url = new URL(req.url, 'http://x');
    const p = decodeURIComponent(url.pathname);
    if (/^\/(graphql|api|images|healthz)(\/|$)/.test(p)) return proxy(req, res);
    if (p === '/remotes.json') {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-cache' });
      return res.end(
        JSON.stringify(Object.fromEntries(remotes.map((r) => [r.name, `${r.urlPrefix}mf-manifest.json`]))),
      );
    }
    for (const r of remotes) {
      if (p.startsWith(r.urlPrefix)) {
        const file = path.join(r.dir, 'dist', path.normalize(p.slice(r.urlPrefix.length)));
        if (file.startsWith(path.join(r.dir, 'dist')) && fs.existsSync(file) && fs.statSync(file).isFile())
          return send(req, res, file);
        res.writeHead(404);
        return res.end('not found');
      }
    }
    const dist = path.join(shell.dir, 'dist');
    const file = path.join(dist, path.normalize(p));
    if (file.startsWith(dist) && fs.existsSync(file) && fs.statSync(file).isFile())
      return send(req, res, file);
    return send(req, res, path.join(dist, 'index.html'));
  })
  .listen(port, () => console.log(`preview on http://localhost:${port} (gateway ${gateway.origin})`));
