"""The view on the table scene: it scales the whole table smoothly with the window.

The scene grows when the table's texts are drawn large (``TableScene.set_text_scale``): the
view then shows it whole again, and tells a table scene its shape, so that the seats stand out
where the view has room.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QPainter, QResizeEvent
from PySide6.QtWidgets import QFrame, QGraphicsScene, QGraphicsView, QWidget

from perudo_qt.ui.next_paint import after_next_paint
from perudo_qt.ui.table.table_scene import TableScene


class TableView(QGraphicsView):
    """Shows the whole table, as large as the widget allows, keeping its proportions."""

    def __init__(self, scene: QGraphicsScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.setRenderHints(
            QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform
        )
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setAccessibleName(self.tr("Table"))
        self.setMinimumSize(480, 320)
        scene.sceneRectChanged.connect(self._fit)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt API
        """Fit the table to the new size."""
        super().resizeEvent(event)
        scene = self.scene()
        if isinstance(scene, TableScene) and self.height() > 0:
            scene.set_view_aspect(self.width() / self.height())
        self._fit(self.sceneRect())

    def _fit(self, rect: QRectF) -> None:
        """Show the whole of ``rect`` (the scene's box), as large as the view allows."""
        self.fitInView(rect, Qt.AspectRatioMode.KeepAspectRatio)

    def after_next_paint(
        self, callback: Callable[[], None], at_paint: Callable[[], None] | None = None
    ) -> None:
        """Call ``callback`` once the table has been painted next, when control is back.

        ``at_paint`` is called at the paint itself (to note the time, say).
        """
        after_next_paint(self.viewport(), callback, at_paint)
