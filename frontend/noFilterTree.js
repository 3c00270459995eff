// Stands in for antd's Tree in its Table's filter dropdown (see webpack.config.js).
export default function Tree() {
  throw new Error("A table column's tree filter needs antd's Tree: see webpack.config.js");
}
