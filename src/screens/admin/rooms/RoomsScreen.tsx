import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatDate } from '@domain/dates';
import type { RoomCategoryWire } from '@domain/roomsAdmin';
import { useLocale } from '../../../i18n/useLocale';
import { Skeleton } from '../../../ui';
import { AdminLoadError } from '../AdminLoadError';
import { OutOfOrderForm } from './OutOfOrderForm';
import { CategoryForm } from './CategoryForm';
import { RoomForm } from './RoomForm';
import { PhotoManager } from '../photos/PhotoManager';
import { refreshRooms, removeOutOfOrder, roomsQuery } from './roomsApi';
import { StaffChangeRefusal, useStaffChange } from '../useStaffChange';

/**
 * /{lang}/admin/rooms (docs/product.md §12.14, §12.18): the revenue manager's room categories,
 * each with its names, descriptions, capacity and photos, and a table of its physical rooms
 * (added and changed in place) and their out-of-order periods. The guest side follows at once.
 */
export function RoomsScreen() {
  const rooms = useQuery(roomsQuery);
  return (
    <section aria-labelledby="rooms-title" className="admin-rooms">
      <h2 id="rooms-title">
        <Trans>Rooms</Trans>
      </h2>
      {rooms.isPending ? <Skeleton count={3} height={32} /> : null}
      {rooms.isError ? <AdminLoadError error={rooms.error} /> : null}
      {rooms.data?.categories.map((category) => (
        <CategoryRooms key={category.id} category={category} categories={rooms.data.categories} />
      ))}
    </section>
  );
}

function CategoryRooms({ category, categories }: { category: RoomCategoryWire; categories: RoomCategoryWire[] }) {
  const { t } = useLingui();
  const locale = useLocale();
  const [adding, setAdding] = useState<number | null>(null);
  // The room being changed, or 'new' for the form adding one to this category.
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const { refusal, run } = useStaffChange(refreshRooms);
  const day = (iso: string) => formatDate(iso, locale, 'DD MMM YYYY');
  const name = category.name[locale];
  const remove = (id: number) => run(() => removeOutOfOrder(id));
  return (
    <section aria-labelledby={`category-${category.id}`} data-testid={`category-${category.slug}`}>
      <h3 id={`category-${category.id}`}>{name}</h3>
      <p>{t`In service tonight: ${category.in_service_tonight} of ${category.rooms.length}`}</p>
      <CategoryForm category={category} />
      <PhotoManager owner="room-categories" ownerId={category.id} name={name} />
      <StaffChangeRefusal refusal={refusal} />
      <table className="admin-table" aria-label={t`Rooms of the category ${name}`}>
        <thead>
          <tr>
            <th scope="col">
              <Trans>Room</Trans>
            </th>
            <th scope="col">
              <Trans>In service</Trans>
            </th>
            <th scope="col">
              <Trans>Out of order</Trans>
            </th>
            <th scope="col">
              <Trans>Actions</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {category.rooms.map((room) => (
            <tr key={room.id} data-testid={`room-${room.number}`}>
              <th scope="row">{room.number}</th>
              <td>{room.in_service ? t`Yes` : t`No`}</td>
              <td>
                {room.out_of_order.length ? (
                  <ul className="admin-rooms__periods">
                    {room.out_of_order.map((period) => {
                      const days = `${day(period.starts_on)} – ${day(period.ends_on)}`;
                      return (
                        <li key={period.id}>
                          {days} · {period.reason}{' '}
                          <button
                            type="button"
                            className="button button--secondary button--small"
                            onClick={() => void remove(period.id)}
                          >
                            {t`Back in service: ${days}`}
                          </button>
                        </li>
                      );
                    })}
                  </ul>
                ) : (
                  '—'
                )}
              </td>
              <td>
                {editing === room.id ? (
                  <RoomForm
                    room={room}
                    categoryId={category.id}
                    categories={categories}
                    onDone={() => setEditing(null)}
                  />
                ) : (
                  <button
                    type="button"
                    className="button button--secondary button--small"
                    onClick={() => setEditing(room.id)}
                  >
                    {t`Change room ${room.number}`}
                  </button>
                )}
                {adding === room.id ? (
                  <OutOfOrderForm room={room} onDone={() => setAdding(null)} />
                ) : (
                  <button
                    type="button"
                    className="button button--secondary button--small"
                    onClick={() => setAdding(room.id)}
                  >
                    {t`Put room ${room.number} out of order`}
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {editing === 'new' ? (
        <RoomForm categoryId={category.id} categories={categories} onDone={() => setEditing(null)} />
      ) : (
        <button type="button" className="button button--secondary" onClick={() => setEditing('new')}>
          {t`Add a room to ${name}`}
        </button>
      )}
    </section>
  );
}
