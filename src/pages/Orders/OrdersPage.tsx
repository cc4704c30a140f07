import type { ReactElement } from 'react';
import { HelpButton } from '../../components/HelpButton';
import { Page } from '../../components/Page';
import { Switch } from '../../components/Switch';
import { GRAMS_PER_JOINT, MAX_GRAMS_PER_ORDER } from '../../domain';
import { useActiveShop } from '../../hooks/useActiveShop';
import { useSession } from '../../stores/session';
import { OrderTable } from './OrderTable';
import type { OrderListSpec } from './OrderTable';
import './OrdersPage.css';

/** Spec section 9: both tables newest first, pending 10 rows, completed 5. */
const PENDING: OrderListSpec = {
  list: 'pending',
  topic: 'pending_orders',
  tableName: 'orders-pending',
  pageSize: 10,
  title: 'Openstaande orders',
  emptyText: 'Er zijn geen openstaande orders.',
  showCompleted: false,
};

const HANDLED: OrderListSpec = {
  list: 'complete',
  topic: 'completed_orders',
  tableName: 'orders-completed',
  pageSize: 5,
  title: 'Complete en geannuleerde orders',
  emptyText: 'Er zijn nog geen complete of geannuleerde orders.',
  showCompleted: true,
};

const HELP = `Bovenaan staan de openstaande orders van de gekozen shop, de nieuwste eerst. Klanten bestellen aan tafel via de bestelpagina van hun tafel; nieuwe orders verschijnen hier vanzelf, zonder de pagina te verversen.

Een nieuwe order laat een kort geluid horen (uit te zetten met "Geluid bij nieuwe order"; deze browser onthoudt de keuze) en het aantal openstaande orders staat in de titel van het tabblad en bij Orders in het menu.

Zet een order op Compleet zodra hij is uitgeleverd, of Annuleer hem. De order verhuist dan naar de onderste tabel, met wanneer en door wie hij is afgehandeld. De klant ziet de nieuwe status op zijn telefoon.

Complete en geannuleerde orders kun je alsnog op Compleet zetten of annuleren, of wissen. Wissen kan niet ongedaan worden gemaakt.

Het totaal en de prijzen zijn berekend toen de order binnenkwam; latere prijswijzigingen veranderen een order niet. Per order mag een klant maximaal ${MAX_GRAMS_PER_ORDER} gram bestellen (een joint telt als ${String(GRAMS_PER_JOINT).replace('.', ',')} gram).`;

/** The orders of the active shop: pending above, handled (complete or cancelled) below. */
export function OrdersPage(): ReactElement {
  const { shop } = useActiveShop();
  const orderSound = useSession((state) => state.orderSound);
  const setOrderSound = useSession((state) => state.setOrderSound);
  return (
    <Page
      title="Orders"
      width="wide"
      actions={
        <>
          {shop && <span className="muted orders-shop-name">{shop.name}</span>}
          <Switch
            checked={orderSound}
            onChange={setOrderSound}
            label="Geluid bij nieuwe order"
            className="orders-sound"
          />
          <HelpButton title="Help: orders">{HELP}</HelpButton>
        </>
      }
    >
      {shop ? (
        <div className="orders-page">
          <OrderTable key={`${shop.id}-pending`} shopId={shop.id} spec={PENDING} />
          <OrderTable key={`${shop.id}-handled`} shopId={shop.id} spec={HANDLED} />
        </div>
      ) : (
        <p className="card muted">Kies eerst een shop om zijn orders te zien.</p>
      )}
    </Page>
  );
}
