import { useState } from 'react';
import { Button } from 'shared-ui/button';
import { usePagedList } from 'shared-ui/paged-list';
import { ConfirmDialog } from 'shared-ui/confirm-dialog';
import { Select } from 'shared-ui/select';
import { admin as t } from '../../texts/admin.ts';
import { getListings, removeContent, type Listing } from './api.ts';
import { ListFooter, Section, act, type Notice } from './section.tsx';

type Filter = 'all' | 'expired';

/** Marketplace listings, all or those past their expiry date; an administrator removes one. */
export function ListingsSection() {
  const [filter, setFilter] = useState<Filter>('expired');
  const [notice, setNotice] = useState<Notice | null>(null);
  const [removing, setRemoving] = useState<Listing | null>(null);
  const [busy, setBusy] = useState(false);
  const [removed, setRemoved] = useState<ReadonlySet<number>>(new Set());
  const list = usePagedList<Listing>({
    load: (page) => getListings(filter === 'expired', page),
    key: filter,
  });
  const items = list.items?.filter((listing) => !removed.has(listing.id));
  const remove = async () => {
    const listing = removing!;
    setBusy(true);
    if (await act(() => removeContent('product', listing.id), setNotice)) {
      setRemoved((before) => new Set([...before, listing.id]));
    }
    setBusy(false);
    setRemoving(null);
  };
  return (
    <Section
      heading={t.marketplace.heading}
      notice={notice}
      failed={list.status === 'error'}
      onRetry={list.retry}
    >
      <Select<Filter>
        name="listing-filter"
        label={t.marketplace.filter}
        options={[
          { value: 'expired', label: t.marketplace.expired },
          { value: 'all', label: t.marketplace.all },
        ]}
        value={filter}
        onChange={setFilter}
      />
      {list.status === 'ready' && items?.length === 0 && <p className="admin-muted">{t.marketplace.none}</p>}
      <ul className="admin-list">
        {items?.map((listing) => (
          <li key={listing.id} className="admin-card">
            <h3>{listing.product_name}</h3>
            <p className="admin-muted">
              {t.marketplace.price(listing.price.toLocaleString())} · {listing.category} · {listing.location}
            </p>
            <p className="admin-muted">
              {t.marketplace.seller(listing.seller_name)} · {t.marketplace.expires(listing.expiry_date)}
            </p>
            <Button size="small" variant="danger" onClick={() => setRemoving(listing)}>
              {t.remove}
            </Button>
          </li>
        ))}
      </ul>
      <ListFooter list={list} />
      <ConfirmDialog
        open={removing !== null}
        danger
        message={removing ? t.marketplace.confirmRemove(removing.product_name) : ''}
        confirmLabel={t.remove}
        busy={busy}
        onConfirm={() => void remove()}
        onCancel={() => setRemoving(null)}
      />
    </Section>
  );
}
