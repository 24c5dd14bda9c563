import { guarded, signedInCaller } from '../../platform/access';
import { readTypeDefs, type ApiModule } from '../../platform/module';
import { addCarrierCapacity } from './add-carrier-capacity';
import { withNumericPaging } from './capacity-rest-query';
import { deleteCarrierCapacity } from './delete-carrier-capacity';
import { getCapacityLoad } from './get-capacity-load';
import { getCarrierCapacity } from './get-carrier-capacity';
import { getCarrierCapacityWithLoadCount } from './get-carrier-capacity-with-load-count';
import { restoreCarrierCapacity } from './restore-carrier-capacity';
import { selectCarrierCapacity } from './select-carrier-capacity';
import { updateCarrierCapacity } from './update-carrier-capacity';

type InputArgs = { input?: unknown };
type IdArgs = { capacityId: unknown };
type IdParams = { Params: { capacityId: string } };

const restPath = '/laneandtruck/v1/laneandtruck';
const access = { config: { access: 'manage.manageMyCapacity' } } as const;

// Manage My Capacity (D3-2.52 to D3-2.65, D3-7.13 to D3-7.17; decision 050): the Dispatcher's trucks and
// lanes and the loads they match (D3-6.09). Every field is guarded by the role table and every
// capacity is found among the caller's carrier's only (find-caller-capacity.ts). Same fields on /web
// and /mobile.
export const capacityModule: ApiModule = {
  name: 'capacity',
  typeDefs: readTypeDefs('capacity'),
  resolvers: {
    Query: {
      getCarrierCapacity: guarded('manage.manageMyCapacity', (_root, { input }: InputArgs, context) =>
        getCarrierCapacity(context.services, context.caller, input),
      ),
      getCarrierCapacityWithLoadCount: guarded(
        'manage.manageMyCapacity',
        (_root, { input }: InputArgs, context) =>
          getCarrierCapacityWithLoadCount(context.services, context.caller, input),
      ),
      selectCarrierCapacity: guarded('manage.manageMyCapacity', (_root, { capacityId }: IdArgs, context) =>
        selectCarrierCapacity(context.services, context.caller, capacityId),
      ),
      getCapacityLoad: guarded('manage.manageMyCapacity', (_root, { input }: InputArgs, context) =>
        getCapacityLoad(context.services, context.caller, input),
      ),
    },
    Mutation: {
      addCarrierCapacity: guarded('manage.manageMyCapacity', (_root, { input }: InputArgs, context) =>
        addCarrierCapacity(context.services, context.caller, input),
      ),
      updateCarrierCapacity: guarded('manage.manageMyCapacity', (_root, { input }: InputArgs, context) =>
        updateCarrierCapacity(context.services, context.caller, input),
      ),
      deleteCarrierCapacity: guarded('manage.manageMyCapacity', (_root, { capacityId }: IdArgs, context) =>
        deleteCarrierCapacity(context.services, context.caller, capacityId),
      ),
      restoreCarrierCapacity: guarded('manage.manageMyCapacity', (_root, { capacityId }: IdArgs, context) =>
        restoreCarrierCapacity(context.services, context.caller, capacityId),
      ),
    },
  },
  // The REST form of the same calls (D3-7.13), with the same guards and answers: the list with its
  // counts (?capacityType=&page=&size=), one capacity, its loads (?page=&size=&sortColumn=&sortDirection=),
  // add (POST), update (PUT) and delete, each with the JSON of its GraphQL input.
  routes: (app, services) => {
    app.get(restPath, access, (request) =>
      getCarrierCapacityWithLoadCount(services, signedInCaller(request), withNumericPaging(request.query)),
    );
    app.get<IdParams>(`${restPath}/:capacityId`, access, (request) =>
      selectCarrierCapacity(services, signedInCaller(request), request.params.capacityId),
    );
    app.get<IdParams>(`${restPath}/:capacityId/loads`, access, (request) =>
      getCapacityLoad(services, signedInCaller(request), {
        ...(withNumericPaging(request.query) as object),
        capacityId: request.params.capacityId,
      }),
    );
    app.post(restPath, access, (request) =>
      addCarrierCapacity(services, signedInCaller(request), request.body),
    );
    app.put(restPath, access, (request) =>
      updateCarrierCapacity(services, signedInCaller(request), request.body),
    );
    app.delete<IdParams>(`${restPath}/:capacityId`, access, (request) =>
      deleteCarrierCapacity(services, signedInCaller(request), request.params.capacityId),
    );
  },
};
