import { t, type Shop, type ShopsAnswer } from '@wl/contracts';
import { Button } from '../../../ui/Button.js';
import { usePageTitle } from '../../../ui/hooks.js';
import { Loading } from '../../../ui/Loading.js';
import { useGetShopsQuery } from './shopsApi.js';

/** `/winkels` (aliases `/laden`, `/shops`), routed only while the `shops` switch is on. */
export function ShopsPage() {
  usePageTitle(t('shops.title'));
  const { data, isLoading, isError, refetch } = useGetShopsQuery();
  return (
    <section className="page">
      <h1>{t('shops.title')}</h1>
      <p>{t('shops.intro')}</p>
      {isLoading ? (
        <Loading />
      ) : isError || !data ? (
        <div role="alert">
          <p>{t('shops.error')}</p>
          <Button onClick={() => void refetch()}>{t('shops.retry')}</Button>
        </div>
      ) : data.shops.length === 0 ? (
        <p>{t('shops.empty')}</p>
      ) : (
        <ShopGroups directory={data} />
      )}
    </section>
  );
}

/** Only web addresses become links, whatever a later catalogue event holds. */
const WEB_ADDRESS = /^https?:\/\//i;

function ShopGroups({ directory }: { directory: ShopsAnswer }) {
  const groups = directory.categories
    .map((category) => ({ category, shops: directory.shops.filter((shop) => shop.categoryId === category.id) }))
    .filter((group) => group.shops.length > 0);
  return groups.map(({ category, shops }) => (
    <section key={category.id} className="shop-group" aria-labelledby={`shops-${category.id}`}>
      <h2 id={`shops-${category.id}`}>{category.name}</h2>
      <ul className="shop-list">
        {shops
          .filter((shop) => WEB_ADDRESS.test(shop.url))
          .map((shop) => (
            <ShopLink key={shop.id} shop={shop} />
          ))}
      </ul>
    </section>
  ));
}

function ShopLink({ shop }: { shop: Shop }) {
  return (
    <li>
      <a className="shop-link" href={shop.url} target="_blank" rel="noopener noreferrer">
        {shop.logoImage ? (
          <img className="shop-link__logo" src={shop.logoImage} alt="" width={40} height={40} />
        ) : (
          <span className="shop-link__logo shop-link__logo--initial" aria-hidden="true">
            {shop.name.charAt(0)}
          </span>
        )}
        <span className="shop-link__name">{shop.name}</span>
        <span className="visually-hidden">{t('shops.opens_new_tab')}</span>
      </a>
    </li>
  );
}
