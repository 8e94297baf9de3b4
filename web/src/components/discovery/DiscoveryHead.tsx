import { useRenderedState } from '../../app/rendered-page';
import { SITE_NAME } from '../../app/site';

interface DiscoveryHeadProps {
  title: string;
  description: string;
  /** The page's own path (current slugs, no query): its canonical address. */
  path: string;
  /** 'CollectionPage' (college, subject pages) or 'ProfilePage' (a contributor). */
  type: 'CollectionPage' | 'ProfilePage';
  /** The notes listed first, for the ItemList. */
  items: readonly { id: string; title: string }[];
  /** A contributor's name, for ProfilePage's mainEntity. */
  person?: string;
}

/** A discovery page's head: title, description, canonical address, link-preview tags and JSON-LD (CollectionPage or ProfilePage with an ItemList). */
export function DiscoveryHead({ title, description, path, type, items, person }: DiscoveryHeadProps) {
  const publicUrl = useRenderedState()?.publicUrl ?? (typeof window === 'undefined' ? '' : window.location.origin);
  const url = `${publicUrl}${path}`;
  const itemList = {
    '@type': 'ItemList',
    numberOfItems: items.length,
    itemListElement: items.map((item, i) => ({ '@type': 'ListItem', position: i + 1, url: `${publicUrl}/notes/${item.id}`, name: item.title })),
  };
  const jsonLd =
    type === 'ProfilePage'
      ? {
          '@context': 'https://schema.org',
          '@type': 'ProfilePage',
          name: title,
          url,
          description,
          mainEntity: { '@type': 'Person', name: person, url },
          hasPart: itemList,
        }
      : {
          '@context': 'https://schema.org',
          '@type': 'CollectionPage',
          name: title,
          url,
          description,
          isPartOf: { '@type': 'WebSite', name: SITE_NAME, url: publicUrl },
          mainEntity: itemList,
        };
  return (
    <>
      <title>{`${title} · ${SITE_NAME}`}</title>
      <meta name="description" content={description.slice(0, 300)} />
      <link rel="canonical" href={url} />
      <meta property="og:type" content={type === 'ProfilePage' ? 'profile' : 'website'} />
      <meta property="og:site_name" content={SITE_NAME} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description.slice(0, 300)} />
      <meta property="og:url" content={url} />
      {/* Data, not code: `<` escaped so that a name cannot end the element. */}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(jsonLd).replace(/</g, '\\u003c') }} />
    </>
  );
}
