/** What a shop sells: kinds and horeca products at price combinations, per category. */

import type { ActionLabel } from '../db/schema';
import type { DemoGroupName, LegacyPriceColumn } from './demo-data';

export interface DemoLinkOptions {
  active?: boolean;
  new?: boolean;
  actionLabels?: ActionLabel[];
  deactivatedLabels?: string[];
  /** The fixed price columns shown, for a price of the older model. */
  legacyColumns?: LegacyPriceColumn[];
}

export interface DemoLink extends DemoLinkOptions {
  category: string;
  item: { kind: string } | { product: string };
  /** Register code of a price combination of the shop's group. */
  price: string;
}

export interface DemoMenu {
  shop: string;
  group: DemoGroupName;
  links: DemoLink[];
}

type Row = readonly [name: string, price: string, options?: DemoLinkOptions];

function kinds(category: string, rows: readonly Row[]): DemoLink[] {
  return rows.map(([kind, price, options]) => ({ category, item: { kind }, price, ...options }));
}

function products(category: string, rows: readonly Row[]): DemoLink[] {
  return rows.map(([product, price, options]) => ({
    category,
    item: { product },
    price,
    ...options,
  }));
}

const NEW = { new: true } as const;
const SOLD_OUT = { active: false } as const;

const mississippi: DemoMenu = {
  shop: 'Mississippi',
  group: 'Maastricht',
  links: [
    ...kinds('Wiet', [
      ['Huismerk Skunk', '10001'],
      ['Critical', '10002'],
      ['CBD Critical Mass', '10002'],
      ['AK-47', '10008'],
      ['White Widow', '10003'],
      ['Northern Lights', '10003'],
      ['Purple Haze', '10003', SOLD_OUT],
      ['Amnesia Haze', '10004', { actionLabels: [{ label: '1g', price: 11 }] }],
      ['Jack Herer', '10004', { deactivatedLabels: ['0.5g'] }],
      ['Jamaican Lambsbread', '10004', NEW],
      ['Gorilla Glue', '10005'],
    ]),
    ...kinds('Top shelf', [
      ['Wedding Cake', '10006', NEW],
      ['Bubba Kush', '10006'],
      ['Gelato', '10006', NEW],
      ['Zkittlez', '10007', { deactivatedLabels: ['0.5g'] }],
      ['Mississippi Haze', '10007', NEW],
    ]),
    ...kinds('Hasj', [
      ['Ketama', '20001'],
      ['Marokkaanse Polm', '20001'],
      ['Afghaan', '20001'],
      ['Marokkaanse Caramello', '20002'],
      ['Marokkaanse Zero Zero', '20003'],
      ['Charas', '20004', SOLD_OUT],
      ['Ice-O-Lator Amnesia', '20005', NEW],
    ]),
    ...kinds('Pre-rolled joints', [
      ['Huismerk Skunk', '30001'],
      ['White Widow', '30001'],
      ['Cheese', '30001'],
      ['Amnesia Haze', '30002'],
      ['Super Lemon Haze', '30002'],
      ['Gelato', '30002'],
    ]),
    ...kinds('Edibles', [
      ['Space Cake', '40001'],
      ['Spacebrownie', '40002', NEW],
      ['Wietlolly', '40003'],
    ]),
    ...products('Warme dranken', [
      ['Koffie', '50002'],
      ['Espresso', '50002'],
      ['Cappuccino', '50004'],
      ['Latte macchiato', '50004'],
      ['Thee', '50001'],
      ['Verse muntthee', '50005'],
      ['Verse gemberthee', '50005'],
      ['Chocolademelk', '50004'],
    ]),
    ...products('Koude dranken', [
      ['Coca-Cola', '50003'],
      ['Coca-Cola Zero', '50003'],
      ['Fanta', '50003'],
      ['Spa rood', '50001'],
      ['Spa blauw', '50001'],
      ['Red Bull', '50005'],
      ['Fuze Tea', '50003'],
      ['Verse jus d’orange', '50005'],
      ['Smoothie mango', '50007', NEW],
    ]),
    ...products('Snacks', [
      ['Appeltaart', '50006'],
      ['Brownie', '50004'],
      ['Tosti ham-kaas', '50006'],
      ['Chocolate chip cookie', '50008'],
    ]),
  ],
};

const headShop: DemoMenu = {
  shop: 'Head Shop',
  group: 'Maastricht',
  links: [
    ...kinds('Wiet', [
      ['Amnesia Haze', '10004'],
      ['White Widow', '10003'],
      ['Northern Lights', '10003'],
      ['Gorilla Glue', '10005'],
      ['Girl Scout Cookies', '10005', NEW],
    ]),
    ...kinds('Hasj', [
      ['Afghaan', '20001'],
      ['Marokkaanse Caramello', '20002'],
      ['Ice-O-Lator Amnesia', '20005', { actionLabels: [{ label: '0.5g', price: 11 }] }],
    ]),
    ...kinds('Joints', [
      ['Huismerk Skunk', '30001'],
      ['Amnesia Haze', '30002'],
    ]),
    ...products('Warme dranken', [
      ['Koffie', '50002'],
      ['Cappuccino', '50004'],
      ['Verse muntthee', '50005'],
    ]),
    ...products('Koude dranken', [
      ['Coca-Cola', '50003'],
      ['Spa blauw', '50001'],
    ]),
  ],
};

const deSteeg: DemoMenu = {
  shop: 'De Steeg',
  group: 'Maastricht',
  links: [
    ...kinds('Wiet', [
      ['White Widow', '90001', { legacyColumns: ['one', 'five', 'joint'] }],
      ['Critical', '10002'],
      ['Cheese', '10003'],
      ['Super Lemon Haze', '10004', { deactivatedLabels: ['5g'] }],
    ]),
    ...kinds('Hasj', [
      ['Ketama', '20001'],
      ['Marokkaanse Zero Zero', '20003'],
      ['Charas', '20004'],
    ]),
    ...kinds('Pre-rolled joints', [['Huismerk Skunk', '30001']]),
    ...products('Dranken', [
      ['Koffie', '50002'],
      ['Thee', '50001'],
      ['Coca-Cola', '50003'],
      ['Spa rood', '50001'],
    ]),
  ],
};

const oudegracht: DemoMenu = {
  shop: 'Oudegracht',
  group: 'Utrecht',
  links: [
    ...kinds('Wiet', [
      ['CBD Critical Mass', '10001'],
      ['Northern Lights', '10001'],
      ['Lemon Skunk', '10001'],
      ['Amnesia Haze', '10002', NEW],
      ['OG Kush', '10002'],
    ]),
    ...kinds('Hasj', [
      ['Ketama', '20001'],
      ['Afghaan', '20001'],
      ['Marokkaanse Caramello', '20001', SOLD_OUT],
    ]),
    ...products('Dranken', [
      ['Koffie', '50002'],
      ['Verse muntthee', '50002'],
      ['Coca-Cola', '50001'],
      ['Spa blauw', '50001'],
    ]),
  ],
};

/** The café: drinks only, 21 of them. */
const cafeDeBrug: DemoMenu = {
  shop: 'Café De Brug',
  group: 'Utrecht',
  links: [
    ...products('Warme dranken', [
      ['Koffie', '50003'],
      ['Espresso', '50003'],
      ['Cappuccino', '50004'],
      ['Koffie verkeerd', '50004'],
      ['Latte macchiato', '50005'],
      ['Thee', '50003'],
      ['Verse muntthee', '50005', NEW],
      ['Verse gemberthee', '50005'],
      ['Chocolademelk', '50004'],
    ]),
    ...products('Koude dranken', [
      ['Coca-Cola', '50004'],
      ['Coca-Cola Zero', '50004'],
      ['Fanta', '50004'],
      ['Sprite', '50004', SOLD_OUT],
      ['Spa rood', '50001'],
      ['Spa blauw', '50001'],
      ['Red Bull', '50006'],
      ['Fuze Tea', '50005'],
    ]),
    ...products('Vers en gezond', [
      ['Verse jus d’orange', '50006'],
      ['Smoothie aardbei-banaan', '50007'],
      ['Smoothie mango', '50007'],
      ['Appeltaart', '50006'],
    ]),
  ],
};

export const DEMO_MENUS: readonly DemoMenu[] = [
  mississippi,
  headShop,
  deSteeg,
  oudegracht,
  cafeDeBrug,
];
