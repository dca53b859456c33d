import { NotFoundView } from '@/components/layout/not-found-view';

/** notFound() in the back-office (an unknown lead): the 404 content inside its layout, without the public header. */
export default function StaffNotFound() {
  return <NotFoundView />;
}
