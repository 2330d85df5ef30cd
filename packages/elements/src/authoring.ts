/** Typed design builders for the library's elements (`@kit/elements/authoring`), one per element, built on runtime-react's `node`. */
export { datagrid } from './datagrid/builder';
