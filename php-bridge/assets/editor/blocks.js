/*
 * The shop's blocks in the block editor (php-bridge/src/WordPress/Frontend/EditorBlocks.php): one block per
 * widget, a sidebar control per attribute, a preview the server renders; and the page's Arabic
 * title in the document sidebar. Plain script on WordPress's own packages (no build step): the
 * blocks, their attributes and the texts (already in the editor's language) come in window.whlBlocks.
 */
(function (wp, data) {
  'use strict';
  if (!wp || !data) return;
  var el = wp.element.createElement;
  var InspectorControls = wp.blockEditor.InspectorControls;
  var useBlockProps = wp.blockEditor.useBlockProps;
  var PanelBody = wp.components.PanelBody;
  var SelectControl = wp.components.SelectControl;
  var ServerSideRender = wp.serverSideRender;

  data.blocks.forEach(function (block) {
    wp.blocks.registerBlockType(block.name, {
      apiVersion: 2,
      title: block.title,
      edit: function (props) {
        var controls = block.attributes.map(function (attribute) {
          var options = [{ label: data.texts.fromPage + (attribute.default ? ' (' + attribute.default + ')' : ''), value: '' }].concat(
            attribute.enum.map(function (value) {
              return { label: value, value: value };
            })
          );
          return el(SelectControl, {
            key: attribute.key,
            label: attribute.label,
            value: props.attributes[attribute.key] || '',
            options: options,
            onChange: function (value) {
              var change = {};
              change[attribute.key] = value;
              props.setAttributes(change);
            },
          });
        });
        return el(
          'div',
          useBlockProps(),
          controls.length ? el(InspectorControls, null, el(PanelBody, { title: data.texts.settings }, controls)) : null,
          el(ServerSideRender, { block: block.name, attributes: props.attributes })
        );
      },
      save: function () {
        return null; // the server renders the element (EditorBlocks::render)
      },
    });
  });

  // The page's Arabic title, in the document sidebar (post meta whl_title_ar)
  var TitleAr = function () {
    var postType = wp.data.useSelect(function (select) {
      return select('core/editor').getCurrentPostType();
    }, []);
    var entity = wp.coreData.useEntityProp('postType', postType, 'meta');
    var meta = entity[0] || {};
    var setMeta = entity[1];
    if (postType !== 'page') return null;
    return el(
      wp.editPost.PluginDocumentSettingPanel,
      { name: 'whl-title-ar', title: data.texts.titleAr },
      el(wp.components.TextControl, {
        label: data.texts.titleAr,
        help: data.texts.titleArHelp,
        dir: 'rtl',
        value: meta.whl_title_ar || '',
        onChange: function (value) {
          setMeta(Object.assign({}, meta, { whl_title_ar: value }));
        },
      })
    );
  };
  wp.plugins.registerPlugin('whl-title-ar', { render: TitleAr });
})(window.wp, window.whlBlocks);
