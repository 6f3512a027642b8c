import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { siteRoutes } from './routes.js';

async function configJson(parameterExtractionUrl: string | null) {
  const app = Fastify();
  await app.register(siteRoutes, {
    webDist: '/nonexistent',
    version: 'v-test',
    projectName: 'PCB Union',
    parameterExtractionUrl,
  });
  const res = await app.inject({ method: 'GET', url: '/config.json?t=1' });
  await app.close();
  return res.json();
}

describe('config.json and the parameter-extraction tool (spec 01 §2.6)', () => {
  it('names the tool when configured, and null when not', async () => {
    expect(await configJson('https://cam.example.test/extract')).toMatchObject({
      parameterExtractionUrl: 'https://cam.example.test/extract',
    });
    expect(await configJson(null)).toMatchObject({ parameterExtractionUrl: null });
  });

  it('takes the address from PARAMETER_EXTRACTION_URL and refuses one that is not http(s)', () => {
    expect(loadConfig({ PARAMETER_EXTRACTION_URL: 'http://10.0.0.5:8081/extract' }).parameterExtractionUrl).toBe(
      'http://10.0.0.5:8081/extract',
    );
    expect(loadConfig({}).parameterExtractionUrl).toBeNull();
    expect(() => loadConfig({ PARAMETER_EXTRACTION_URL: 'javascript:alert(1)' })).toThrow(/PARAMETER_EXTRACTION_URL/);
  });
});
