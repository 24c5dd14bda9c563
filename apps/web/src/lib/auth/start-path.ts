import { getInitialTab, type InitialTabInput } from '@freight/domain/initial-tab';
import { paths } from '../../config/paths';

const tabPaths = {
  home: paths.app.home.getHref(),
  search: paths.app.search.getHref(),
  stof: paths.app.stof.getHref(),
  myLoad: paths.app.myLoads.getHref(),
  manage: paths.app.myProfile.getHref(),
  more: paths.app.support.getHref(),
  manageMyCapacity: paths.app.manageCapacity.getHref(),
  manageUsers: paths.app.manageUsers.getHref(),
} as const;

/** The path of the tab a user starts on after sign-in (the rule lives in the domain package). */
export function getStartPath(input: InitialTabInput): string {
  const initial = getInitialTab(input);
  return 'url' in initial ? initial.url : tabPaths[initial.tab];
}
