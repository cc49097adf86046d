// The smallest single-page app that uses the site's client libraries: react-dom, a router and
// Swiper, with the scheduler as the same plain Calendly iframe the site uses. Its bundle is the floor
// the site's JavaScript is compared with.
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';

const router = createBrowserRouter([
  {
    path: '/',
    element: (
      <Swiper loop spaceBetween={32}>
        <SwiperSlide>one</SwiperSlide>
        <SwiperSlide>two</SwiperSlide>
      </Swiper>
    ),
  },
  { path: '/contact-us', element: <iframe title="Calendly" src="https://calendly.com/example?embed_type=Inline" /> },
]);

createRoot(document.getElementById('root')!).render(<RouterProvider router={router} />);
