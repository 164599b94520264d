import { Route, Routes } from 'react-router';
import { NotFound } from '@/components/not-found';
import { paths } from '@/config/paths';
import { OrderDetailPage } from './order-view';
import { OrdersList } from './orders-list';

/** Admin → Orders, loaded on first visit: the register and one order. */
export default function OrdersRoutes() {
  return (
    <Routes>
      <Route index element={<OrdersList />} />
      <Route path=":orderId" element={<OrderDetailPage />} />
      <Route path="*" element={<NotFound homePath={paths.admin.orders} />} />
    </Routes>
  );
}
