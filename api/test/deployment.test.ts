import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

const root = path.resolve(__dirname, '..', '..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

describe('deployment files', () => {
  it('docker-compose.yml parses and wires postgres, two api replicas and a proxy through env', () => {
    const compose = parse(read('docker-compose.yml'));
    expect(Object.keys(compose.services).sort()).toEqual(['api', 'postgres', 'proxy']);
    const api = compose.services.api;
    expect(api.build).toBe('.');
    expect(api.deploy.replicas).toBeGreaterThanOrEqual(2);
    expect(api.environment.DATABASE_URL).toMatch(/^postgres:\/\/.+@postgres:5432\//);
    expect(api.depends_on.postgres.condition).toBe('service_healthy');
    expect(Object.keys(compose.volumes).sort()).toEqual(['files', 'pgdata']);
    expect(fs.existsSync(path.join(root, 'Dockerfile'))).toBe(true);
    expect(fs.existsSync(path.join(root, compose.services.proxy.volumes[0].split(':')[0]))).toBe(true);
  });

  it('documents every environment variable the api reads in the README and passes it in compose', () => {
    const sources = ['api/src/config.ts'].map(read).join('\n');
    const names = new Set([...sources.matchAll(/env\.([A-Z][A-Z0-9_]+)/g)].map((m) => m[1]));
    expect(names.size).toBeGreaterThan(10);
    const readme = read('README.md');
    const missing = [...names].filter((n) => !readme.includes(`\`${n}\``));
    expect(missing).toEqual([]);
  });
});
