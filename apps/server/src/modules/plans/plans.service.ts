import type { Plan } from '@booth/shared';
import type { Db } from '@/platform/db/database.ts';
import { listPlans } from './plans.repo.ts';

export interface PlansService {
  catalogue(): Promise<Plan[]>;
}

export function createPlansService(deps: { db: Db }): PlansService {
  return {
    async catalogue() {
      const rows = await listPlans(deps.db);
      return rows.map(({ name, level, products }) => ({ name, level, products }));
    },
  };
}
