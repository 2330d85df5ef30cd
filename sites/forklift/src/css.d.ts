/** Stylesheets imported by the browser entry are bundled by vite. */
declare module '*.css';
