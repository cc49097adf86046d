// The smallest single-page app that uses the site's client libraries: react-dom, a router,
// Swiper and react-calendly. Its bundle is the floor the site's JavaScript is compared with.
import { createRoot } from 'react-dom/client';
import { InlineWidget } from 'react-calendly';
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
  { path: '/contact-us', element: <InlineWidget url="https://calendly.com/example" /> },
]);

createRoot(document.getElementById('root')!).render(<RouterProvider router={router} />);
