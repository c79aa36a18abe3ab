// Demo theme header (000 §2.1, issue 8): the menu button of the one-row phone header. The compact
// header, the active menu item and the back button are the plugin's site-wide script (data-whl-*
// marks in header.php). Printed inline right after the header by header.php; no library. Until it
// runs (or without JavaScript) the menu is a row of plain links.
(function () {
  var header = document.querySelector('.demo-header');
  var button = header && header.querySelector('.demo-menu-button');
  var nav = button && document.getElementById(button.getAttribute('aria-controls'));
  if (!nav) return;

  function isOpen() {
    return button.getAttribute('aria-expanded') === 'true';
  }
  function setOpen(open) {
    button.setAttribute('aria-expanded', open ? 'true' : 'false');
    header.classList.toggle('demo-header--open', open);
  }

  button.hidden = false;
  document.documentElement.classList.add('demo-menu-ready');

  // Opening moves focus to the first link (the menu sits before the button in reading order);
  // Escape closes it and gives focus back to the button; so does leaving it by Tab or a click.
  button.addEventListener('click', function () {
    var open = !isOpen();
    setOpen(open);
    var first = nav.querySelector('a');
    if (open && first && first.offsetParent !== null) first.focus();
  });
  header.addEventListener('keydown', function (event) {
    if (event.key === 'Escape' && isOpen()) {
      event.preventDefault();
      setOpen(false);
      button.focus();
    }
  });
  header.addEventListener('focusout', function (event) {
    var next = event.relatedTarget;
    if (isOpen() && next && next !== button && !nav.contains(next)) setOpen(false);
  });
  document.addEventListener('click', function (event) {
    if (isOpen() && !header.contains(event.target)) setOpen(false);
  });
})();
