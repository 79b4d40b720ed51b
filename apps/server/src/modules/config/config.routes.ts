import { appConfigSchema, PRODUCT_NAME } from '@booth/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { InstallationLegal } from '@/modules/legal/legal-links.ts';

export const configRoutes: FastifyPluginAsyncZod<{ knownHosts: string[]; demoAccount: () => Promise<boolean>; legal: InstallationLegal }> = async (
  app,
  { knownHosts, demoAccount, legal },
) => {
  app.get(
    '/config',
    {
      config: { auth: 'none' },
      schema: { tags: ['config'], summary: 'Public facts the web app needs at boot', response: { 200: appConfigSchema } },
    },
    async () => ({ productName: PRODUCT_NAME, knownHosts, demoAccount: await demoAccount(), legal }),
  );
};
