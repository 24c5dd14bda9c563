import { guarded } from '../../platform/access';
import { requestLanguage, translateAnswer } from '../../platform/i18n';
import { readTypeDefs, type ApiModule } from '../../platform/module';
import { getRecommendedLoads } from './get-recommended-loads';
import { getSimilarLoads } from './get-similar-loads';
import { markRecommendedLoadsSeen } from './mark-recommended-loads-seen';

type LoadIdsArgs = { loadIds: unknown };

// Recommended loads and their similar loads (D1-7.11, D1-7.12, D1-4.13, D1-4.14): for the roles with
// Recommended on Home (D1-6.05), closed for everyone when the `recommended` feature is off (D1-6.19).
export const recommendationsModule: ApiModule = {
  name: 'recommendations',
  typeDefs: readTypeDefs('recommendations'),
  resolvers: {
    Query: {
      recommendedLoads: guarded('home.recommended', (_root, { input }: { input?: unknown }, context) =>
        getRecommendedLoads(context.services, context.caller, input),
      ),
      recommendedSimilarLoadsByLoadIds: guarded(
        'home.recommended',
        (_root, { loadIds }: LoadIdsArgs, context) =>
          getSimilarLoads(context.services, context.caller, loadIds).then((answers) =>
            answers.map((answer) => translateAnswer(requestLanguage(context.request), answer)),
          ),
      ),
    },
    Mutation: {
      markRecommendedLoadsSeen: guarded('home.recommended', (_root, { loadIds }: LoadIdsArgs, context) =>
        markRecommendedLoadsSeen(context.services, context.caller, loadIds),
      ),
    },
  },
};
