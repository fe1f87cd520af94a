import { heroImage } from './features/home/hero-image.ts';

// /home's largest paint is the first hero image: fetch it while the app starts
// (the <img> that uses it only exists once React has rendered).
if (location.pathname === '/home') {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = heroImage.src;
  link.setAttribute('imagesrcset', heroImage.srcSet);
  link.setAttribute('imagesizes', heroImage.sizes);
  link.setAttribute('fetchpriority', 'high');
  document.head.appendChild(link);
}
