import { createRequire } from 'node:module';
import path from 'node:path';
import express, { Router } from 'express';
import { openApiDocument } from './document';

const require = createRequire(__filename);

/** The interactive page: swagger-ui from the installed package, no CDN, and no inline script (CSP 'self'). */
const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Stays API</title>
<link rel="stylesheet" href="/api/docs/assets/swagger-ui.css">
</head>
<body>
<div id="swagger-ui"></div>
<script src="/api/docs/assets/swagger-ui-bundle.js"></script>
<script src="/api/docs/init.js"></script>
</body>
</html>`;

const INIT = `window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#swagger-ui', deepLinking: true, withCredentials: true });`;

/** `GET /api/openapi.json` and the page at `/api/docs`. */
export function openApiRouter() {
  const router = Router();
  const document = JSON.stringify(openApiDocument());
  const assets = path.dirname(require.resolve('swagger-ui-dist/package.json'));

  router.get('/openapi.json', (_req, res) => {
    res.type('application/json').send(document);
  });
  router.get('/docs', (_req, res) => {
    res.type('html').send(PAGE);
  });
  router.get('/docs/init.js', (_req, res) => {
    res.type('application/javascript').send(INIT);
  });
  router.use('/docs/assets', express.static(assets, { index: false, maxAge: '1d', fallthrough: false }));
  return router;
}
