import type { Params } from 'react-router';
import type { CurrentUser } from '@wl/contracts';
import { accountApi } from '../api/accountApi.js';
import { ownerApi } from '../api/ownerApi.js';
import { visitorApi } from '../api/visitorApi.js';
import { statsApi } from '../api/statsApi.js';
import { BLOG_ARTICLE_ROUTE_ID, BLOG_INDEX_ROUTE_ID } from '../features/content/blog/blogRoutes.js';
import { FAQ_ROUTE_IDS, LEGAL_ROUTE_IDS } from '../features/content/legal/legalRoutes.js';
import { LOTS_LANDING_ROUTE_ID } from '../features/lots/wizard/wizardRoutes.js';
import { HOME_ROUTE_ID, LIST_VIEW_ROUTE_ID } from './router.js';
import type { AppDispatch } from '../api/dispatch.js';

/**
 * A page the server renders: the API calls it needs for the viewer (false when this viewer's page is left to the
 * browser).
 */
export interface ServerPage {
  prefetch(dispatch: AppDispatch, params: Params): Promise<boolean>;
}

/** What the Shell shows on every page: who is logged in (null: nobody; undefined: not known), their lists in the menu. */
async function prefetchShell(dispatch: AppDispatch): Promise<CurrentUser | null | undefined> {
  const user = await dispatch(accountApi.endpoints.getUserData.initiate());
  if (user.data) await dispatch(ownerApi.endpoints.getMyLists.initiate());
  return user.data;
}

/** The landing page, for visitors who are not logged in (with the site's figures); a user's home is left to the browser. */
const home: ServerPage = {
  async prefetch(dispatch) {
    if ((await prefetchShell(dispatch)) !== null) return false;
    await dispatch(statsApi.endpoints.getHomepageStats.initiate());
    return true;
  },
};

/**
 * The list by username as its visitor sees it: the access state, and the list when the viewer may see it. Asked as the
 * browser would (`ListViewPage`), so the server's page holds exactly what the API answers this viewer. The owner's
 * own page is left to the browser: no owner answer is ever asked for here.
 */
const listView: ServerPage = {
  async prefetch(dispatch, { username = '' }) {
    const [access] = await Promise.all([
      dispatch(visitorApi.endpoints.getAccessState.initiate(username)),
      prefetchShell(dispatch),
    ]);
    const accessState = access.data?.accessState;
    if (accessState === 'Access') await dispatch(visitorApi.endpoints.getVisitorList.initiate(username));
    return accessState !== undefined && accessState !== 'OwnedByCurrentUser';
  },
};

/**
 * A content page, the same for every viewer but for the Shell: its text comes with its chunk and the site's
 * configuration (the blog's articles with the blog route's loader, which the static handler runs as the browser does).
 * The lots landing page (the wizard's start) is one too: the draft in progress, which only the browser holds, is
 * offered once the page is hydrated.
 */
const contentPage: ServerPage = {
  async prefetch(dispatch) {
    await prefetchShell(dispatch);
    return true;
  },
};

/** The pages the server renders, by route id (`router.tsx`); every other page is rendered in the browser. */
export const serverPages: Record<string, ServerPage> = {
  [HOME_ROUTE_ID]: home,
  ...Object.fromEntries([...FAQ_ROUTE_IDS, ...LEGAL_ROUTE_IDS].map((id) => [id, contentPage])),
  [BLOG_INDEX_ROUTE_ID]: contentPage,
  [BLOG_ARTICLE_ROUTE_ID]: contentPage,
  [LOTS_LANDING_ROUTE_ID]: contentPage,
  [LIST_VIEW_ROUTE_ID]: listView,
  [`${LIST_VIEW_ROUTE_ID}-open`]: listView,
};
