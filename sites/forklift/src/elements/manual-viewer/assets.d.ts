// Vite's `?url` imports: the built asset's URL.
declare module '*?url' {
  const url: string;
  export { url as default };
}
