"""The widgets: the table scene, dice and cups, the bid selector, the log and the dialogs."""
