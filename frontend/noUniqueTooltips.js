// Stands in for antd's tooltip `UniqueProvider` in its ConfigProvider (see webpack.config.js).
export default function UniqueProvider() {
  throw new Error(
    "ConfigProvider's tooltip.unique needs antd's UniqueProvider: see webpack.config.js",
  );
}
