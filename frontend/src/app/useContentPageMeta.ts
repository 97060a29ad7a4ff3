import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { contentPageMeta } from '@wl/contracts';
import { siteConfigApi } from '../api/siteConfigApi.js';
import { headElement, setPageMeta } from '../ui/hooks.js';

/**
 * A public content page (contracts `contentPages`) gets the title, description and canonical link the server also puts
 * in its HTML (an alias's canonical link is the main path); it runs after the page's own `usePageTitle`, so the shared table wins. Other pages have no canonical link.
 */
export function useContentPageMeta(): void {
  const { pathname } = useLocation();
  const config = siteConfigApi.useGetSiteConfigQuery().data;
  useEffect(() => {
    const meta = config && contentPageMeta(pathname, config);
    document.head.querySelector('link[rel="canonical"]')?.remove();
    if (!meta) return;
    setPageMeta(meta.title, meta.description);
    headElement('link', 'rel', 'canonical').href = new URL(meta.path, window.location.origin).href;
  }, [pathname, config]);
}
