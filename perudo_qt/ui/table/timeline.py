"""A small builder of Qt animation sequences with steps that change the scene at a moment."""

from __future__ import annotations

from collections.abc import Callable, Iterable

from PySide6.QtCore import (
    QAbstractAnimation,
    QEasingCurve,
    QObject,
    QParallelAnimationGroup,
    QPauseAnimation,
    QPropertyAnimation,
    QSequentialAnimationGroup,
)


class StepAnimation(QAbstractAnimation):
    """An animation of no length that runs ``action`` once when the timeline reaches it."""

    def __init__(self, action: Callable[[], None], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._action = action
        self._done = False

    def duration(self) -> int:
        """Return 0: a step takes no time."""
        return 0

    def updateCurrentTime(self, current_time: int) -> None:  # noqa: N802 - Qt API
        """Run the action the first time the step is reached."""
        if not self._done:
            self._done = True
            self._action()


class Timeline:
    """Builds one sequential animation: steps, pauses, tweens and parallel groups.

    Give it the scene as ``parent``: its animations then end with the items they move.
    """

    def __init__(self, scale: float, parent: QObject | None = None) -> None:
        self.group = QSequentialAnimationGroup(parent)
        self._scale = scale

    def ms(self, normal_ms: int) -> int:
        """Scale a duration given for normal speed."""
        return max(1, round(normal_ms * self._scale))

    def step(self, action: Callable[[], None]) -> None:
        """Change the scene at this point of the timeline."""
        self.group.addAnimation(StepAnimation(action))

    def pause(self, normal_ms: int) -> None:
        """Hold still."""
        self.group.addAnimation(QPauseAnimation(self.ms(normal_ms)))

    def tween(
        self,
        target: QObject,
        prop: bytes,
        end: object,
        normal_ms: int,
        start: object = None,
        easing: QEasingCurve.Type = QEasingCurve.Type.InOutQuad,
    ) -> QPropertyAnimation:
        """Return (not add) an animation of ``target.prop`` to ``end``."""
        animation = QPropertyAnimation(target, prop)
        animation.setDuration(self.ms(normal_ms))
        if start is not None:
            animation.setStartValue(start)
        animation.setEndValue(end)
        animation.setEasingCurve(easing)
        return animation

    def add(self, animation: QAbstractAnimation) -> None:
        """Append ``animation``."""
        self.group.addAnimation(animation)

    def together(self, animations: Iterable[QAbstractAnimation]) -> None:
        """Append ``animations``, played at the same time."""
        parallel = QParallelAnimationGroup()
        for animation in animations:
            parallel.addAnimation(animation)
        if parallel.animationCount():
            self.group.addAnimation(parallel)
