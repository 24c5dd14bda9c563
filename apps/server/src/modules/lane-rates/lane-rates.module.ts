import { guarded } from '../../platform/access';
import { readTypeDefs, type ApiModule } from '../../platform/module';
import { getLaneRates } from './get-lane-rates';
import { startLaneRatesRefresh } from './start-lane-rates-refresh';

// Lane rate history (issue 20, decision 058): the platform's realized rates on a load's lane, as
// aggregates shown only above a privacy threshold, and the caller's carrier's own pay there.
export const laneRatesModule: ApiModule = {
  name: 'lane-rates',
  typeDefs: readTypeDefs('lane-rates'),
  resolvers: {
    Query: {
      getLaneRates: guarded('profit.laneRates', (_root, args: { lanes: unknown }, context) =>
        getLaneRates(context.services, context.caller, args),
      ),
    },
  },
  routes: (app, services) => {
    startLaneRatesRefresh(app, services);
  },
};
