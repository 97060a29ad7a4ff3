/**
 * The shop directory's first content (docs/content.md, "Contact and shops"): real Belgian and Dutch web shops with
 * their public addresses, loaded as events on first start. Logos are not stored yet (`logoImage` null): the page
 * shows the shop's initial instead. Later changes are new events on the catalogue stream, not edits here.
 */
export const shopSeed = {
  categories: [
    { id: 'boeken', name: 'Boeken' },
    { id: 'speelgoed', name: 'Speelgoed' },
    { id: 'mode', name: 'Mode' },
    { id: 'wonen', name: 'Wonen' },
    { id: 'elektronica', name: 'Elektronica' },
  ],
  shops: [
    {
      id: 'standaard-boekhandel',
      categoryId: 'boeken',
      name: 'Standaard Boekhandel',
      url: 'https://www.standaardboekhandel.be',
    },
    { id: 'club', categoryId: 'boeken', name: 'Club', url: 'https://www.club.be' },
    { id: 'bol', categoryId: 'boeken', name: 'bol.com', url: 'https://www.bol.com' },
    { id: 'bruna', categoryId: 'boeken', name: 'Bruna', url: 'https://www.bruna.nl' },
    { id: 'libris', categoryId: 'boeken', name: 'Libris', url: 'https://www.libris.nl' },
    { id: 'dreamland', categoryId: 'speelgoed', name: 'Dreamland', url: 'https://www.dreamland.be' },
    { id: 'fun', categoryId: 'speelgoed', name: 'Fun', url: 'https://www.fun.be' },
    { id: 'maxi-toys', categoryId: 'speelgoed', name: 'Maxi Toys', url: 'https://www.maxitoys.be' },
    { id: 'intertoys', categoryId: 'speelgoed', name: 'Intertoys', url: 'https://www.intertoys.nl' },
    { id: 'lobbes', categoryId: 'speelgoed', name: 'Lobbes', url: 'https://www.lobbes.nl' },
    { id: 'jbc', categoryId: 'mode', name: 'JBC', url: 'https://www.jbc.be' },
    { id: 'zeb', categoryId: 'mode', name: 'ZEB', url: 'https://www.zeb.be' },
    { id: 'zalando', categoryId: 'mode', name: 'Zalando', url: 'https://www.zalando.be' },
    { id: 'we-fashion', categoryId: 'mode', name: 'WE Fashion', url: 'https://www.wefashion.com' },
    { id: 'wehkamp', categoryId: 'mode', name: 'Wehkamp', url: 'https://www.wehkamp.nl' },
    { id: 'casa', categoryId: 'wonen', name: 'Casa', url: 'https://www.casashops.com' },
    { id: 'dille-kamille', categoryId: 'wonen', name: 'Dille & Kamille', url: 'https://www.dille-kamille.com' },
    { id: 'hema', categoryId: 'wonen', name: 'HEMA', url: 'https://www.hema.com' },
    { id: 'blokker', categoryId: 'wonen', name: 'Blokker', url: 'https://www.blokker.nl' },
    { id: 'xenos', categoryId: 'wonen', name: 'Xenos', url: 'https://www.xenos.nl' },
    { id: 'coolblue', categoryId: 'elektronica', name: 'Coolblue', url: 'https://www.coolblue.be' },
    { id: 'mediamarkt', categoryId: 'elektronica', name: 'MediaMarkt', url: 'https://www.mediamarkt.be' },
    { id: 'vanden-borre', categoryId: 'elektronica', name: 'Vanden Borre', url: 'https://www.vandenborre.be' },
    { id: 'krefel', categoryId: 'elektronica', name: 'Krëfel', url: 'https://www.krefel.be' },
    { id: 'bcc', categoryId: 'elektronica', name: 'BCC', url: 'https://www.bcc.nl' },
  ],
} as const;
