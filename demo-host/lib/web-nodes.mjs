// Two (or more) web nodes as production runs WordPress: Debian's php-fpm, one master per node, on one
// MariaDB, behind a load balancer on loopback (Debian's nginx, round robin over the nodes' FastCGI
// sockets). Each node is also reachable on a port of its own, for tests that must pick the node.
// Started by startHost({ nodes: 2 }) for the scale-out tests and `npm run load` (issue 15).
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { freePort, sleep, waitForHttp } from './ports.mjs';

const asRoot = process.getuid?.() === 0;

/**
 * Starts `count` php-fpm nodes serving `wpDir` and nginx in front: the balancer on `lbPort`, node i
 * on `lbPort + i` (1-based). Every node sees the balancer's host, so WordPress answers alike
 * whichever port was asked. Returns { children, nodeUrls }.
 */
export async function startWebNodes({ wpDir, stateDir, lbPort, count = 2, uploadLimits }) {
  const dir = join(stateDir, 'web-nodes');
  mkdirSync(join(dir, 'tmp'), { recursive: true });
  const nodes = Array.from({ length: count }, (_, i) => ({
    name: `node${i + 1}`,
    port: lbPort + i + 1,
    socket: join(dir, `node${i + 1}.sock`),
  }));
  for (const port of [lbPort, ...nodes.map((n) => n.port)]) await freePort(port, 'a web node');
  const children = [];
  for (const node of nodes) {
    const conf = join(dir, `${node.name}.conf`);
    writeFileSync(
      conf,
      `[global]
pid = ${join(dir, `${node.name}.pid`)}
error_log = ${join(dir, `${node.name}.log`)}
daemonize = no

[${node.name}]
${asRoot ? 'user = root\ngroup = root\n' : ''}listen = ${node.socket}
pm = static
pm.max_children = 4
clear_env = no
catch_workers_output = yes
env[WHL_WEB_NODE] = ${node.name}
php_admin_value[upload_max_filesize] = ${uploadLimits.upload}
php_admin_value[post_max_size] = ${uploadLimits.post}
`,
    );
    children.push(
      spawn('php-fpm8.2', ['--nodaemonize', ...(asRoot ? ['--allow-to-run-as-root'] : []), '--fpm-config', conf], {
        detached: true,
        stdio: 'ignore',
      }),
    );
  }
  const php = (pass, host) => `    location ~ \\.php$ {
      try_files $fastcgi_script_name =404;
      include /etc/nginx/fastcgi_params;
      fastcgi_param SCRIPT_FILENAME $document_root$fastcgi_script_name;
      fastcgi_param HTTP_HOST ${host};
      fastcgi_param SERVER_PORT ${lbPort};
      fastcgi_pass ${pass};
      add_header X-WHL-Web-Node $upstream_addr always;
    }`;
  const server = (port, pass) => `  server {
    listen 127.0.0.1:${port};
    root ${wpDir};
    index index.php;
    location / { try_files $uri $uri/ /index.php?$args; }
${php(pass, `127.0.0.1:${lbPort}`)}
  }`;
  const conf = join(dir, 'nginx.conf');
  writeFileSync(
    conf,
    `${asRoot ? 'user root;\n' : ''}worker_processes 2;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'nginx-error.log')};
daemon off;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  access_log off;
  client_max_body_size ${uploadLimits.post};
  client_body_temp_path ${join(dir, 'tmp/body')};
  fastcgi_temp_path ${join(dir, 'tmp/fastcgi')};
  proxy_temp_path ${join(dir, 'tmp/proxy')};
  uwsgi_temp_path ${join(dir, 'tmp/uwsgi')};
  scgi_temp_path ${join(dir, 'tmp/scgi')};
  upstream whl_nodes {
${nodes.map((n) => `    server unix:${n.socket};`).join('\n')}
  }
${server(lbPort, 'whl_nodes')}
${nodes.map((n) => server(n.port, `unix:${n.socket}`)).join('\n')}
}
`,
  );
  // the sockets first: nginx would answer 502 until php-fpm listens
  for (let i = 0; i < 100 && !(await socketsUp(nodes)); i++) await sleep(100);
  const nginx = spawn('nginx', ['-c', conf, '-e', join(dir, 'nginx-error.log')], { detached: true, stdio: 'ignore' });
  children.push(nginx);
  for (const port of [lbPort, ...nodes.map((n) => n.port)]) {
    await waitForHttp(`http://127.0.0.1:${port}/wp-admin/admin-ajax.php`, nginx, `the web node on port ${port}`);
  }
  return { children, nodeUrls: nodes.map((n) => `http://127.0.0.1:${n.port}`) };
}

async function socketsUp(nodes) {
  const { existsSync } = await import('node:fs');
  return nodes.every((n) => existsSync(n.socket));
}
