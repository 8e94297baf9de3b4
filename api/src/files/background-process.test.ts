import os from 'node:os';
import path from 'node:path';
import { forkBackground } from './background-process';

describe('document work in a background process', () => {
  it('runs at a lower CPU priority than the api, so request handling comes first', async () => {
    const child = forkBackground(path.join(__dirname, '..', '..', 'test', 'fixtures', 'report-priority.child.cjs'), []);
    const reply = new Promise<{ niceness: number }>((resolve) => child.once('message', (m) => resolve(m as { niceness: number })));
    child.send({});
    const { niceness } = await reply;
    expect(niceness).toBe(10);
    expect(os.getPriority()).toBeLessThan(niceness);
  });
});
