import * as healthContracts from 'shared-ui/contracts/health';
import { router } from '../../builders/router.ts';

const health = router(healthContracts, {
  health: { handler: async () => ({ status: 'ok' as const }) },
});

export default health;
